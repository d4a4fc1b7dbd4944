#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000470.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13split8_kerneliPff(int, float *, float);
static void __device_stub__Z6norm15IflEvT_d(float, double);
static void __device_stub__Z6norm15IdlEvT_d(double, double);
static void __device_stub__Z6norm15IilEvT_d(int, double);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13split8_kerneliPff(int __par0, float *__par1, float __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, float *, float))split8_kernel)), 0U);}
# 14 "v000470.cu"
void split8_kernel( int __cuda_0,float *__cuda_1,float __cuda_2)
# 14 "v000470.cu"
{__device_stub__Z13split8_kerneliPff( __cuda_0,__cuda_1,__cuda_2);
# 25 "v000470.cu"
}
# 1 "v000470.cudafe1.stub.c"
static void __device_stub__Z6norm15IflEvT_d( float __par0,  double __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float, double))norm15<float, long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_norm15<float,long>( float &__cuda_0,double &__cuda_1){__device_stub__Z6norm15IflEvT_d( (float &)__cuda_0,(double &)__cuda_1);}
static void __device_stub__Z6norm15IdlEvT_d( double __par0,  double __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double, double))norm15<double, long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_norm15<double,long>( double &__cuda_0,double &__cuda_1){__device_stub__Z6norm15IdlEvT_d( (double &)__cuda_0,(double &)__cuda_1);}
static void __device_stub__Z6norm15IilEvT_d( int __par0,  double __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, double))norm15<int, long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_norm15<int,long>( int &__cuda_0,double &__cuda_1){__device_stub__Z6norm15IilEvT_d( (int &)__cuda_0,(double &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, double))norm15<int, long> ), _Z6norm15IilEvT_d, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double, double))norm15<double, long> ), _Z6norm15IdlEvT_d, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float, double))norm15<float, long> ), _Z6norm15IflEvT_d, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, float *, float))split8_kernel), _Z13split8_kerneliPff, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
