#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001379.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8stencil3PKfS0_(const float *__restrict__, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16stencil17_kernelPKif(const int *__restrict__, float);
static void __device_stub__Z7apply44i(int);
static void __device_stub__Z9stencil35IdEvPT_S0_ii(double *, double, int, int);
static void __device_stub__ZN5img1014decay11_kernelIllEEvPKT0_i(const long *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8stencil3PKfS0_(const float *__restrict__ __par0, const float *__par1){ const float *__T0;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const float *__restrict__, const float *))stencil3)), 0U);}
# 13 "v001379.cu"
void stencil3( const float *__restrict__ __cuda_0,const float *__cuda_1)
# 13 "v001379.cu"
{__device_stub__Z8stencil3PKfS0_( __cuda_0,__cuda_1);
# 21 "v001379.cu"
}
# 1 "v001379.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16stencil17_kernelPKif( const int *__restrict__ __par0,  float __par1) {  const int *__T1;
__cudaLaunchPrologue(2); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__, float))stencil17_kernel)), 0U); }
# 34 "v001379.cu"
void stencil17_kernel( const int *__restrict__ __cuda_0,float __cuda_1)
# 34 "v001379.cu"
{__device_stub__Z16stencil17_kernelPKif( __cuda_0,__cuda_1);
# 42 "v001379.cu"
}
# 1 "v001379.cudafe1.stub.c"
static void __device_stub__Z7apply44i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))apply44)), 0U); }
# 73 "v001379.cu"
static void apply44( int __cuda_0)
# 73 "v001379.cu"
{__device_stub__Z7apply44i( __cuda_0);
# 87 "v001379.cu"
}
# 1 "v001379.cudafe1.stub.c"
static void __device_stub__Z9stencil35IdEvPT_S0_ii( double *__par0,  double __par1,  int __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(double *, double, int, int))stencil35<double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_stencil35<double>( double *&__cuda_0,double &__cuda_1,int &__cuda_2,int &__cuda_3){__device_stub__Z9stencil35IdEvPT_S0_ii( (double *&)__cuda_0,(double &)__cuda_1,(int &)__cuda_2,(int &)__cuda_3);}
static void __device_stub__ZN5img1014decay11_kernelIllEEvPKT0_i( const long *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const long *, int))img10::decay11_kernel<long, long> )), 0U); }namespace img10{

template<> __specialization_static void __wrapper__device_stub_decay11_kernel<long,long>( const long *&__cuda_0,int &__cuda_1){__device_stub__ZN5img1014decay11_kernelIllEEvPKT0_i( (const long *&)__cuda_0,(int &)__cuda_1);}}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const long *, int))img10::decay11_kernel<long, long> ), _ZN5img1014decay11_kernelIllEEvPKT0_i, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(double *, double, int, int))stencil35<double> ), _Z9stencil35IdEvPT_S0_ii, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int))apply44), _Z7apply44i, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const int *__restrict__, float))stencil17_kernel), _Z16stencil17_kernelPKif, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const float *__restrict__, const float *))stencil3), _Z8stencil3PKfS0_, (-1)); __cudaRegisterVariable(__T5, __shadow_var(d_scatter16,::d_scatter16), 0, 4UL, 0, 0); __cudaRegisterVariable(__T5, __shadow_var(d_fold43,::d_fold43), 0, 8UL, 0, 0); __cudaRegisterVariable(__T5, __shadow_var(_ZN6kern2610c_update27E,::kern26::c_update27), 0, 8UL, 1, 0); __cudaRegisterManagedVariable(__T5, __shadow_var(_ZN6kern268m_step28E,::kern26::m_step28), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
