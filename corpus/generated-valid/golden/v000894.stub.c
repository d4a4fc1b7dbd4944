#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000894.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13merge7_kernelmiPid(unsigned long, int, int *, double);
static void __device_stub__Z8smooth25IdLi5EEvPKT_bPjS2_(const double *__restrict__, bool, unsigned *, const double *__restrict__);
static void __device_stub__Z7weigh32IdLi8EEvPT_PKS0_S0_Pd(double *, const double *, double, double *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13merge7_kernelmiPid(unsigned long __par0, int __par1, int *__par2, double __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned long, int, int *, double))merge7_kernel)), 0U);}
# 17 "v000894.cu"
void merge7_kernel( unsigned long __cuda_0,int __cuda_1,int *__cuda_2,double __cuda_3)
# 18 "v000894.cu"
{__device_stub__Z13merge7_kernelmiPid( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 31 "v000894.cu"
}
# 1 "v000894.cudafe1.stub.c"
static void __device_stub__Z8smooth25IdLi5EEvPKT_bPjS2_( const double *__restrict__ __par0,  bool __par1,  unsigned *__par2,  const double *__restrict__ __par3) {  const double *__T0;
 const double *__T1;
__cudaLaunchPrologue(4); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T1 = __par3; __cudaSetupArgSimple(__T1, 24UL); __cudaLaunch(((char *)((void ( *)(const double *__restrict__, bool, unsigned *, const double *__restrict__))smooth25<double, (int)5> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_smooth25<double,5>( const double *__restrict__ &__cuda_0,bool &__cuda_1,unsigned *&__cuda_2,const double *__restrict__ &__cuda_3){__device_stub__Z8smooth25IdLi5EEvPKT_bPjS2_( (const double *&)__cuda_0,(bool &)__cuda_1,(unsigned *&)__cuda_2,(const double *&)__cuda_3);}
static void __device_stub__Z7weigh32IdLi8EEvPT_PKS0_S0_Pd( double *__par0,  const double *__par1,  double __par2,  double *__restrict__ __par3) {  double *__T2;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T2 = __par3; __cudaSetupArgSimple(__T2, 24UL); __cudaLaunch(((char *)((void ( *)(double *, const double *, double, double *__restrict__))weigh32<double, (int)8> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_weigh32<double,8>( double *&__cuda_0,const double *&__cuda_1,double &__cuda_2,double *__restrict__ &__cuda_3){__device_stub__Z7weigh32IdLi8EEvPT_PKS0_S0_Pd( (double *&)__cuda_0,(const double *&)__cuda_1,(double &)__cuda_2,(double *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(double *, const double *, double, double *__restrict__))weigh32<double, (int)8> ), _Z7weigh32IdLi8EEvPT_PKS0_S0_Pd, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const double *__restrict__, bool, unsigned *, const double *__restrict__))smooth25<double, (int)5> ), _Z8smooth25IdLi5EEvPKT_bPjS2_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(unsigned long, int, int *, double))merge7_kernel), _Z13merge7_kernelmiPid, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
