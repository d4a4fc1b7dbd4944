#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001939.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12kick5_kernelPf(float *);
static void __device_stub__Z14split32_kernelPfi(float *, int);
static void __device_stub__Z14clamp24_kernelIdEvPT_9Particle9S1_Pf(double *, struct Particle9&, double *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12kick5_kernelPf(float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float *))kick5_kernel)), 0U);}
# 10 "v001939.cu"
void kick5_kernel( float *__cuda_0)
# 10 "v001939.cu"
{__device_stub__Z12kick5_kernelPf( __cuda_0);
# 16 "v001939.cu"
}
# 1 "v001939.cudafe1.stub.c"
static void __device_stub__Z14split32_kernelPfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))split32_kernel)), 0U); }
# 57 "v001939.cu"
static void split32_kernel( float *__cuda_0,int __cuda_1)
# 57 "v001939.cu"
{__device_stub__Z14split32_kernelPfi( __cuda_0,__cuda_1);


}
# 1 "v001939.cudafe1.stub.c"
static void __device_stub__Z14clamp24_kernelIdEvPT_9Particle9S1_Pf( double *__par0,  struct Particle9&__par1,  double *__par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArg(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(double *, struct Particle9, double *, float *))clamp24_kernel<double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_clamp24_kernel<double>( double *&__cuda_0,struct ::Particle9 &__cuda_1,double *&__cuda_2,float *&__cuda_3){__device_stub__Z14clamp24_kernelIdEvPT_9Particle9S1_Pf( (double *&)__cuda_0,(struct ::Particle9 &)__cuda_1,(double *&)__cuda_2,(float *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(double *, struct Particle9, double *, float *))clamp24_kernel<double> ), _Z14clamp24_kernelIdEvPT_9Particle9S1_Pf, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(float *, int))split32_kernel), _Z14split32_kernelPfi, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(float *))kick5_kernel), _Z12kick5_kernelPf, (-1)); __cudaRegisterVariable(__T8, __shadow_var(c_march3,::c_march3), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
