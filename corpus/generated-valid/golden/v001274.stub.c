#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001274.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7sweep13PKiPfPKa(const int *, float *, const signed char *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6step23tfPfi(unsigned short, float, float *__restrict__, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7sweep13PKiPfPKa(const int *__par0, float *__par1, const signed char *__restrict__ __par2){ const signed char *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__cudaLaunch(((char *)((void ( *)(const int *, float *, const signed char *__restrict__))sweep13)), 0U);}
# 32 "v001274.cu"
void sweep13( const int *__cuda_0,float *__cuda_1,const signed char *__restrict__ __cuda_2)
# 32 "v001274.cu"
{__device_stub__Z7sweep13PKiPfPKa( __cuda_0,__cuda_1,__cuda_2);
# 44 "v001274.cu"
}
# 1 "v001274.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6step23tfPfi( unsigned short __par0,  float __par1,  float *__restrict__ __par2,  int __par3) {  float *__T1;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned short, float, float *__restrict__, int))step23)), 0U); }
# 46 "v001274.cu"
void step23( unsigned short __cuda_0,float __cuda_1,float *__restrict__ __cuda_2,int __cuda_3)
# 46 "v001274.cu"
{__device_stub__Z6step23tfPfi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 58 "v001274.cu"
}
# 1 "v001274.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(unsigned short, float, float *__restrict__, int))step23), _Z6step23tfPfi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const int *, float *, const signed char *__restrict__))sweep13), _Z7sweep13PKiPfPKa, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
