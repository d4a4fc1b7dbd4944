#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000168.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7blend18PsPii(short *__restrict__, int *, int);
static void __device_stub__Z14weigh58_kernelIfLi5EEvT_iPKlPKS0_(float, int, const long *, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN8detail3513bump36_kernelEd(double);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7blend18PsPii(short *__restrict__ __par0, int *__par1, int __par2){ short *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(short *__restrict__, int *, int))blend18)), 0U);}
# 31 "v000168.cu"
void blend18( short *__restrict__ __cuda_0,int *__cuda_1,int __cuda_2)
# 32 "v000168.cu"
{__device_stub__Z7blend18PsPii( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v000168.cudafe1.stub.c"
static void __device_stub__Z14weigh58_kernelIfLi5EEvT_iPKlPKS0_( float __par0,  int __par1,  const long *__par2,  const float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(float, int, const long *, const float *))weigh58_kernel<float, (int)5> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_weigh58_kernel<float,5>( float &__cuda_0,int &__cuda_1,const long *&__cuda_2,const float *&__cuda_3){__device_stub__Z14weigh58_kernelIfLi5EEvT_iPKlPKS0_( (float &)__cuda_0,(int &)__cuda_1,(const long *&)__cuda_2,(const float *&)__cuda_3);}
__attribute__((visibility("hidden"))) void __device_stub__ZN8detail3513bump36_kernelEd( double __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(double))detail35::bump36_kernel)), 0U); }
# 52 "v000168.cu"
void detail35::bump36_kernel( double __cuda_0)
# 53 "v000168.cu"
{__device_stub__ZN8detail3513bump36_kernelEd( __cuda_0);
# 61 "v000168.cu"
}
# 1 "v000168.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(double))detail35::bump36_kernel), _ZN8detail3513bump36_kernelEd, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float, int, const long *, const float *))weigh58_kernel<float, (int)5> ), _Z14weigh58_kernelIfLi5EEvT_iPKlPKS0_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(short *__restrict__, int *, int))blend18), _Z7blend18PsPii, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_bump57,::c_bump57), 0, 24UL, 1, 0); __cudaRegisterVariable(__T4, __shadow_var(_ZN8detail3510c_update41E,::detail35::c_update41), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
