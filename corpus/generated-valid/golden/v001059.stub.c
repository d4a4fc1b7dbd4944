#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001059.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7spread6PhS_PKj(unsigned char *__restrict__, unsigned char *, const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7spread6PhS_PKj(unsigned char *__restrict__ __par0, unsigned char *__par1, const unsigned *__par2){ unsigned char *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned char *__restrict__, unsigned char *, const unsigned *))spread6)), 0U);}
# 17 "v001059.cu"
void spread6( unsigned char *__restrict__ __cuda_0,unsigned char *__cuda_1,const unsigned *__cuda_2)
# 18 "v001059.cu"
{__device_stub__Z7spread6PhS_PKj( __cuda_0,__cuda_1,__cuda_2);
# 27 "v001059.cu"
}
# 1 "v001059.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(unsigned char *__restrict__, unsigned char *, const unsigned *))spread6), _Z7spread6PhS_PKj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
