#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001931.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13pivot1_kernelPaPiPf(signed char *, int *, float *__restrict__);
static void __device_stub__Z14scale16_kernelIdEvT_f(double, float);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5img313v326bump38EPKji(const unsigned *__restrict__, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13pivot1_kernelPaPiPf(signed char *__par0, int *__par1, float *__restrict__ __par2){ float *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__cudaLaunch(((char *)((void ( *)(signed char *, int *, float *__restrict__))pivot1_kernel)), 0U);}
# 5 "v001931.cu"
void pivot1_kernel( signed char *__cuda_0,int *__cuda_1,float *__restrict__ __cuda_2)
# 6 "v001931.cu"
{__device_stub__Z13pivot1_kernelPaPiPf( __cuda_0,__cuda_1,__cuda_2);
# 14 "v001931.cu"
}
# 1 "v001931.cudafe1.stub.c"
static void __device_stub__Z14scale16_kernelIdEvT_f( double __par0,  float __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double, float))scale16_kernel<double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_scale16_kernel<double>( double &__cuda_0,float &__cuda_1){__device_stub__Z14scale16_kernelIdEvT_f( (double &)__cuda_0,(float &)__cuda_1);}
__attribute__((visibility("hidden"))) void __device_stub__ZN5img313v326bump38EPKji( const unsigned *__restrict__ __par0,  int __par1) {  const unsigned *__T14;
__cudaLaunchPrologue(2); __T14 = __par0; __cudaSetupArgSimple(__T14, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, int))img31::v32::bump38)), 0U); }
# 75 "v001931.cu"
void img31::v32::bump38( const unsigned *__restrict__ __cuda_0,int __cuda_1)
# 76 "v001931.cu"
{__device_stub__ZN5img313v326bump38EPKji( __cuda_0,__cuda_1);
# 84 "v001931.cu"
}
# 1 "v001931.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T18) {  __nv_dummy_param_ref(__T18); __nv_save_fatbinhandle_for_managed_rt(__T18); __cudaRegisterEntry(__T18, ((void ( *)(const unsigned *__restrict__, int))img31::v32::bump38), _ZN5img313v326bump38EPKji, (-1)); __cudaRegisterEntry(__T18, ((void ( *)(double, float))scale16_kernel<double> ), _Z14scale16_kernelIdEvT_f, (-1)); __cudaRegisterEntry(__T18, ((void ( *)(signed char *, int *, float *__restrict__))pivot1_kernel), _Z13pivot1_kernelPaPiPf, (-1)); __cudaRegisterManagedVariable(__T18, __shadow_var(m_scale11,::m_scale11), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
