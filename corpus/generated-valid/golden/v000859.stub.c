#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000859.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14trace23_kerneldPf(double, float *);
static void __device_stub__Z14spread8_kernelIfLi4EEvPKT_di(const float *, double, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14trace23_kerneldPf(double __par0, float *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(double, float *))trace23_kernel)), 0U);}
# 38 "v000859.cu"
void trace23_kernel( double __cuda_0,float *__cuda_1)
# 38 "v000859.cu"
{__device_stub__Z14trace23_kerneldPf( __cuda_0,__cuda_1);
# 44 "v000859.cu"
}
# 1 "v000859.cudafe1.stub.c"
static void __device_stub__Z14spread8_kernelIfLi4EEvPKT_di( const float *__par0,  double __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const float *, double, int))spread8_kernel<float, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_spread8_kernel<float,4>( const float *&__cuda_0,double &__cuda_1,int &__cuda_2){__device_stub__Z14spread8_kernelIfLi4EEvPKT_di( (const float *&)__cuda_0,(double &)__cuda_1,(int &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(const float *, double, int))spread8_kernel<float, (int)4> ), _Z14spread8_kernelIfLi4EEvPKT_di, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(double, float *))trace23_kernel), _Z14trace23_kerneldPf, (-1)); __cudaRegisterVariable(__T1, __shadow_var(c_update7,::c_update7), 0, 16UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
