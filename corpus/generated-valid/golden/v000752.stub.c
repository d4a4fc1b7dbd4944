#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000752.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7count16jPKmPKhi(unsigned, const unsigned long *, const unsigned char *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15gather32_kerneltiPKl(unsigned short, int, const long *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7count16jPKmPKhi(unsigned __par0, const unsigned long *__par1, const unsigned char *__restrict__ __par2, int __par3){ const unsigned char *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned, const unsigned long *, const unsigned char *__restrict__, int))count16)), 0U);}
# 32 "v000752.cu"
void count16( unsigned __cuda_0,const unsigned long *__cuda_1,const unsigned char *__restrict__ __cuda_2,int __cuda_3)
# 33 "v000752.cu"
{__device_stub__Z7count16jPKmPKhi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 43 "v000752.cu"
}
# 1 "v000752.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15gather32_kerneltiPKl( unsigned short __par0,  int __par1,  const long *__restrict__ __par2) {  const long *__T1;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned short, int, const long *__restrict__))gather32_kernel)), 0U); }
# 72 "v000752.cu"
void gather32_kernel( unsigned short __cuda_0,int __cuda_1,const long *__restrict__ __cuda_2)
# 73 "v000752.cu"
{__device_stub__Z15gather32_kerneltiPKl( __cuda_0,__cuda_1,__cuda_2);
# 81 "v000752.cu"
}
# 1 "v000752.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(unsigned short, int, const long *__restrict__))gather32_kernel), _Z15gather32_kerneltiPKl, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned, const unsigned long *, const unsigned char *__restrict__, int))count16), _Z7count16jPKmPKhi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
