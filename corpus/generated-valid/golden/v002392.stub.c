#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002392.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally10_kernelmPKiiPi(unsigned long, const int *__restrict__, int, int *__restrict__);
static void __device_stub__Z14trace19_kerneliPf(int, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14tally10_kernelmPKiiPi(unsigned long __par0, const int *__restrict__ __par1, int __par2, int *__restrict__ __par3){ const int *__T0;
 int *__T1;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__T1 = __par3;__cudaSetupArgSimple(__T1, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned long, const int *__restrict__, int, int *__restrict__))tally10_kernel)), 0U);}
# 22 "v002392.cu"
void tally10_kernel( unsigned long __cuda_0,const int *__restrict__ __cuda_1,int __cuda_2,int *__restrict__ __cuda_3)
# 23 "v002392.cu"
{__device_stub__Z14tally10_kernelmPKiiPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 30 "v002392.cu"
}
# 1 "v002392.cudafe1.stub.c"
static void __device_stub__Z14trace19_kerneliPf( int __par0,  float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, float *))trace19_kernel)), 0U); }
# 32 "v002392.cu"
static void trace19_kernel( int __cuda_0,float *__cuda_1)
# 33 "v002392.cu"
{__device_stub__Z14trace19_kerneliPf( __cuda_0,__cuda_1);
# 40 "v002392.cu"
}
# 1 "v002392.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int, float *))trace19_kernel), _Z14trace19_kerneliPf, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned long, const int *__restrict__, int, int *__restrict__))tally10_kernel), _Z14tally10_kernelmPKiiPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
