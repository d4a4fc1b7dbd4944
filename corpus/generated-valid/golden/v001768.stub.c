#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001768.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5warp4PKmi(const unsigned long *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13score8_kernelPKffj(const float *__restrict__, float, unsigned);
static void __device_stub__Z14accum29_kernelIdEvT_S0_i(double, double, int);
static void __device_stub__Z14trace36_kernelIdlEvPT_S0_Pi(double *__restrict__, double, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5warp4PKmi(const unsigned long *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const unsigned long *, int))warp4)), 0U);}
# 9 "v001768.cu"
void warp4( const unsigned long *__cuda_0,int __cuda_1)
# 9 "v001768.cu"
{__device_stub__Z5warp4PKmi( __cuda_0,__cuda_1);




}
# 1 "v001768.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13score8_kernelPKffj( const float *__restrict__ __par0,  float __par1,  unsigned __par2) {  const float *__T0;
__cudaLaunchPrologue(3); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(const float *__restrict__, float, unsigned))score8_kernel)), 0U); }
# 16 "v001768.cu"
void score8_kernel( const float *__restrict__ __cuda_0,float __cuda_1,unsigned __cuda_2)
# 16 "v001768.cu"
{__device_stub__Z13score8_kernelPKffj( __cuda_0,__cuda_1,__cuda_2);
# 22 "v001768.cu"
}
# 1 "v001768.cudafe1.stub.c"
static void __device_stub__Z14accum29_kernelIdEvT_S0_i( double __par0,  double __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(double, double, int))accum29_kernel<double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_accum29_kernel<double>( double &__cuda_0,double &__cuda_1,int &__cuda_2){__device_stub__Z14accum29_kernelIdEvT_S0_i( (double &)__cuda_0,(double &)__cuda_1,(int &)__cuda_2);}
static void __device_stub__Z14trace36_kernelIdlEvPT_S0_Pi( double *__restrict__ __par0,  double __par1,  int *__par2) {  double *__T1;
__cudaLaunchPrologue(3); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(double *__restrict__, double, int *))trace36_kernel<double, long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_trace36_kernel<double,long>( double *__restrict__ &__cuda_0,double &__cuda_1,int *&__cuda_2){__device_stub__Z14trace36_kernelIdlEvPT_S0_Pi( (double *&)__cuda_0,(double &)__cuda_1,(int *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(double *__restrict__, double, int *))trace36_kernel<double, long> ), _Z14trace36_kernelIdlEvPT_S0_Pi, 1024); __cudaRegisterEntry(__T5, ((void ( *)(double, double, int))accum29_kernel<double> ), _Z14accum29_kernelIdEvT_S0_i, 256); __cudaRegisterEntry(__T5, ((void ( *)(const float *__restrict__, float, unsigned))score8_kernel), _Z13score8_kernelPKffj, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const unsigned long *, int))warp4), _Z5warp4PKmi, (-1)); __cudaRegisterVariable(__T5, __shadow_var(c_weigh3,::c_weigh3), 0, 4UL, 1, 0); __cudaRegisterVariable(__T5, __shadow_var(c_decay28,::c_decay28), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
