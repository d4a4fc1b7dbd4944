#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001671.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5pack9PKlPKf(const long *, const float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13tile20_kernelPm(size_t *__restrict__);
static void __device_stub__Z15reduce13_kernelIddEvT0_PT_iS1_(double, double *__restrict__, int, double);
static void __device_stub__Z15reduce13_kernelIldEvT0_PT_iS1_(double, long *__restrict__, int, long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5pack9PKlPKf(const long *__par0, const float *__restrict__ __par1){ const float *__T0;
__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaLaunch(((char *)((void ( *)(const long *, const float *__restrict__))pack9)), 0U);}
# 20 "v001671.cu"
void pack9( const long *__cuda_0,const float *__restrict__ __cuda_1)
# 20 "v001671.cu"
{__device_stub__Z5pack9PKlPKf( __cuda_0,__cuda_1);
# 27 "v001671.cu"
}
# 1 "v001671.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13tile20_kernelPm( size_t *__restrict__ __par0) {  size_t *__T1;
__cudaLaunchPrologue(1); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaLaunch(((char *)((void ( *)(size_t *__restrict__))tile20_kernel)), 0U); }
# 44 "v001671.cu"
void tile20_kernel( ::size_t *__restrict__ __cuda_0)
# 44 "v001671.cu"
{__device_stub__Z13tile20_kernelPm( __cuda_0);
# 53 "v001671.cu"
}
# 1 "v001671.cudafe1.stub.c"
static void __device_stub__Z15reduce13_kernelIddEvT0_PT_iS1_( double __par0,  double *__restrict__ __par1,  int __par2,  double __par3) {  double *__T2;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(double, double *__restrict__, int, double))reduce13_kernel<double, double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_reduce13_kernel<double,double>( double &__cuda_0,double *__restrict__ &__cuda_1,int &__cuda_2,double &__cuda_3){__device_stub__Z15reduce13_kernelIddEvT0_PT_iS1_( (double &)__cuda_0,(double *&)__cuda_1,(int &)__cuda_2,(double &)__cuda_3);}
static void __device_stub__Z15reduce13_kernelIldEvT0_PT_iS1_( double __par0,  long *__restrict__ __par1,  int __par2,  long __par3) {  long *__T3;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T3 = __par1; __cudaSetupArgSimple(__T3, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(double, long *__restrict__, int, long))reduce13_kernel<long, double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_reduce13_kernel<long,double>( double &__cuda_0,long *__restrict__ &__cuda_1,int &__cuda_2,long &__cuda_3){__device_stub__Z15reduce13_kernelIldEvT0_PT_iS1_( (double &)__cuda_0,(long *&)__cuda_1,(int &)__cuda_2,(long &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(double, long *__restrict__, int, long))reduce13_kernel<long, double> ), _Z15reduce13_kernelIldEvT0_PT_iS1_, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(double, double *__restrict__, int, double))reduce13_kernel<double, double> ), _Z15reduce13_kernelIddEvT0_PT_iS1_, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(size_t *__restrict__))tile20_kernel), _Z13tile20_kernelPm, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const long *, const float *__restrict__))pack9), _Z5pack9PKlPKf, (-1)); __cudaRegisterVariable(__T7, __shadow_var(c_decay7,::c_decay7), 0, 4UL, 1, 0); __cudaRegisterManagedVariable(__T7, __shadow_var(m_split8,::m_split8), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
