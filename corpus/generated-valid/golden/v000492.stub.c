#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000492.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5mix23PKiPdi(const int *__restrict__, double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6math1613bump17_kernelEPjPl(unsigned *__restrict__, long *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6math3314scale38_kernelEiPKfS1_(int, const float *, const real15_t *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6math3313bias46_kernelEPKi(const int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5mix23PKiPdi(const int *__restrict__ __par0, double *__par1, int __par2){ const int *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const int *__restrict__, double *, int))mix23)), 0U);}
# 47 "v000492.cu"
void mix23( const int *__restrict__ __cuda_0,double *__cuda_1,int __cuda_2)
# 47 "v000492.cu"
{__device_stub__Z5mix23PKiPdi( __cuda_0,__cuda_1,__cuda_2);
# 64 "v000492.cu"
}
# 1 "v000492.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6math1613bump17_kernelEPjPl( unsigned *__restrict__ __par0,  long *__restrict__ __par1) {  unsigned *__T4;
 long *__T5;
__cudaLaunchPrologue(2); __T4 = __par0; __cudaSetupArgSimple(__T4, 0UL); __T5 = __par1; __cudaSetupArgSimple(__T5, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *__restrict__, long *__restrict__))math16::bump17_kernel)), 0U); }
# 37 "v000492.cu"
void math16::bump17_kernel( unsigned *__restrict__ __cuda_0,long *__restrict__ __cuda_1)
# 37 "v000492.cu"
{__device_stub__ZN6math1613bump17_kernelEPjPl( __cuda_0,__cuda_1);
# 43 "v000492.cu"
}
# 1 "v000492.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6math3314scale38_kernelEiPKfS1_( int __par0,  const float *__par1,  const real15_t *__restrict__ __par2) {  const real15_t *__T6;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T6 = __par2; __cudaSetupArgSimple(__T6, 16UL); __cudaLaunch(((char *)((void ( *)(int, const float *, const real15_t *__restrict__))math33::scale38_kernel)), 0U); }
# 76 "v000492.cu"
void math33::scale38_kernel( int __cuda_0,const float *__cuda_1,const ::real15_t *__restrict__ __cuda_2)
# 76 "v000492.cu"
{__device_stub__ZN6math3314scale38_kernelEiPKfS1_( __cuda_0,__cuda_1,__cuda_2);
# 85 "v000492.cu"
}
# 1 "v000492.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6math3313bias46_kernelEPKi( const int *__restrict__ __par0) {  const int *__T7;
__cudaLaunchPrologue(1); __T7 = __par0; __cudaSetupArgSimple(__T7, 0UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__))math33::bias46_kernel)), 0U); }
# 87 "v000492.cu"
void math33::bias46_kernel( const int *__restrict__ __cuda_0)
# 87 "v000492.cu"
{__device_stub__ZN6math3313bias46_kernelEPKi( __cuda_0);




}
# 1 "v000492.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(const int *__restrict__))math33::bias46_kernel), _ZN6math3313bias46_kernelEPKi, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int, const float *, const real15_t *__restrict__))math33::scale38_kernel), _ZN6math3314scale38_kernelEiPKfS1_, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(unsigned *__restrict__, long *__restrict__))math16::bump17_kernel), _ZN6math1613bump17_kernelEPjPl, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(const int *__restrict__, double *, int))mix23), _Z5mix23PKiPdi, (-1)); __cudaRegisterVariable(__T8, __shadow_var(_ZN4ops87c_mix13E,::ops8::c_mix13), 0, 4UL, 1, 0); __cudaRegisterVariable(__T8, __shadow_var(_ZN6math168c_warp22E,::math16::c_warp22), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
