#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000790.fatbin.c"
static void __device_stub__Z14clamp10_kernelPdPfPi(double *__restrict__, float *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN8detail225sub2315smooth24_kernelEPi7Color16Pd(int *, enum Color16, double *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN8detail367inner3714pivot44_kernelEc(char);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z14clamp10_kernelPdPfPi(double *__restrict__ __par0, float *__par1, int *__par2){ double *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(double *__restrict__, float *, int *))clamp10_kernel)), 0U);}
# 30 "v000790.cu"
static void clamp10_kernel( double *__restrict__ __cuda_0,float *__cuda_1,int *__cuda_2)
# 31 "v000790.cu"
{__device_stub__Z14clamp10_kernelPdPfPi( __cuda_0,__cuda_1,__cuda_2);
# 39 "v000790.cu"
}
# 1 "v000790.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN8detail225sub2315smooth24_kernelEPi7Color16Pd( int *__par0,  enum Color16 __par1,  double *__restrict__ __par2) {  double *__T4;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T4 = __par2; __cudaSetupArgSimple(__T4, 16UL); __cudaLaunch(((char *)((void ( *)(int *, enum Color16, double *__restrict__))detail22::sub23::smooth24_kernel)), 0U); }
# 44 "v000790.cu"
void detail22::sub23::smooth24_kernel( int *__cuda_0,enum ::Color16 __cuda_1,double *__restrict__ __cuda_2)
# 45 "v000790.cu"
{__device_stub__ZN8detail225sub2315smooth24_kernelEPi7Color16Pd( __cuda_0,__cuda_1,__cuda_2);
# 52 "v000790.cu"
}
# 1 "v000790.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN8detail367inner3714pivot44_kernelEc( char __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(char))detail36::inner37::pivot44_kernel)), 0U); }
# 80 "v000790.cu"
void detail36::inner37::pivot44_kernel( char __cuda_0)
# 81 "v000790.cu"
{__device_stub__ZN8detail367inner3714pivot44_kernelEc( __cuda_0);
# 87 "v000790.cu"
}
# 1 "v000790.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(char))detail36::inner37::pivot44_kernel), _ZN8detail367inner3714pivot44_kernelEc, 256); __cudaRegisterEntry(__T5, ((void ( *)(int *, enum Color16, double *__restrict__))detail22::sub23::smooth24_kernel), _ZN8detail225sub2315smooth24_kernelEPi7Color16Pd, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(double *__restrict__, float *, int *))clamp10_kernel), _Z14clamp10_kernelPdPfPi, (-1)); __cudaRegisterVariable(__T5, __shadow_var(c_accum21,::c_accum21), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
