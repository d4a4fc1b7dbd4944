#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002343.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14reduce9_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15gather15_kernelPKiiii(const int *, int, int, int);
static void __device_stub__ZN5ops317inner3214decay33_kernelIddEEvT0_(double);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14reduce9_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))reduce9_kernel)), 0U);}
# 20 "v002343.cu"
void reduce9_kernel( int __cuda_0)
# 20 "v002343.cu"
{__device_stub__Z14reduce9_kerneli( __cuda_0);
# 32 "v002343.cu"
}
# 1 "v002343.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15gather15_kernelPKiiii( const int *__par0,  int __par1,  int __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, int, int, int))gather15_kernel)), 0U); }
# 34 "v002343.cu"
void gather15_kernel( const int *__cuda_0,int __cuda_1,int __cuda_2,int __cuda_3)
# 34 "v002343.cu"
{__device_stub__Z15gather15_kernelPKiiii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 42 "v002343.cu"
}
# 1 "v002343.cudafe1.stub.c"
static void __device_stub__ZN5ops317inner3214decay33_kernelIddEEvT0_( double __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(double))ops31::inner32::decay33_kernel<double, double> )), 0U); }namespace ops31{
namespace inner32{

template<> __specialization_static void __wrapper__device_stub_decay33_kernel<double,double>( double &__cuda_0){__device_stub__ZN5ops317inner3214decay33_kernelIddEEvT0_( (double &)__cuda_0);}}}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(double))ops31::inner32::decay33_kernel<double, double> ), _ZN5ops317inner3214decay33_kernelIddEEvT0_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const int *, int, int, int))gather15_kernel), _Z15gather15_kernelPKiiii, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int))reduce9_kernel), _Z14reduce9_kerneli, (-1)); __cudaRegisterManagedVariable(__T4, __shadow_var(m_step24,::m_step24), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
