#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000030.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7weigh28hiPKdi(unsigned char, int, const double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8update36Pii(int *, int);
static void __device_stub__Z7accum13IddEvPT0_PKfT_Pi(double *__restrict__, const float *, double, int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7weigh28hiPKdi(unsigned char __par0, int __par1, const double *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned char, int, const double *, int))weigh28)), 0U);}
# 52 "v000030.cu"
void weigh28( unsigned char __cuda_0,int __cuda_1,const double *__cuda_2,int __cuda_3)
# 52 "v000030.cu"
{__device_stub__Z7weigh28hiPKdi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 63 "v000030.cu"
}
# 1 "v000030.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8update36Pii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))update36)), 0U); }
# 70 "v000030.cu"
void update36( int *__cuda_0,int __cuda_1)
# 70 "v000030.cu"
{__device_stub__Z8update36Pii( __cuda_0,__cuda_1);
# 77 "v000030.cu"
}
# 1 "v000030.cudafe1.stub.c"
static void __device_stub__Z7accum13IddEvPT0_PKfT_Pi( double *__restrict__ __par0,  const float *__par1,  double __par2,  int *__restrict__ __par3) {  double *__T0;
 int *__T1;
__cudaLaunchPrologue(4); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T1 = __par3; __cudaSetupArgSimple(__T1, 24UL); __cudaLaunch(((char *)((void ( *)(double *__restrict__, const float *, double, int *__restrict__))accum13<double, double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_accum13<double,double>( double *__restrict__ &__cuda_0,const float *&__cuda_1,double &__cuda_2,int *__restrict__ &__cuda_3){__device_stub__Z7accum13IddEvPT0_PKfT_Pi( (double *&)__cuda_0,(const float *&)__cuda_1,(double &)__cuda_2,(int *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(double *__restrict__, const float *, double, int *__restrict__))accum13<double, double> ), _Z7accum13IddEvPT0_PKfT_Pi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int *, int))update36), update36, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned char, int, const double *, int))weigh28), _Z7weigh28hiPKdi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
