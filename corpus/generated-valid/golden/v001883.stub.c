#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001883.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5ops125sub1315update15_kernelEPcPKciPKj(char *, const char *__restrict__, int, const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__ZN5ops125sub1315update15_kernelEPcPKciPKj(char *__par0, const char *__restrict__ __par1, int __par2, const unsigned *__par3){ const char *__T6;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T6 = __par1;__cudaSetupArgSimple(__T6, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(char *, const char *__restrict__, int, const unsigned *))ops12::sub13::update15_kernel)), 0U);}
# 29 "v001883.cu"
void ops12::sub13::update15_kernel( char *__cuda_0,const char *__restrict__ __cuda_1,int __cuda_2,const unsigned *__cuda_3)
# 30 "v001883.cu"
{__device_stub__ZN5ops125sub1315update15_kernelEPcPKciPKj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 38 "v001883.cu"
}
# 1 "v001883.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(char *, const char *__restrict__, int, const unsigned *))ops12::sub13::update15_kernel), _ZN5ops125sub1315update15_kernelEPcPKciPKj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
