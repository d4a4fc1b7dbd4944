#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001155.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7decay24cm(char, size_t);
static void __device_stub__Z6fuse13IdEvT_PS0_(double, double *__restrict__);
static void __device_stub__Z7relax29IdEvPT_PKS0_iS0_(double *__restrict__, const double *, int, double);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7decay24cm(char __par0, size_t __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(char, size_t))decay24)), 0U);}
# 42 "v001155.cu"
void decay24( char __cuda_0,::size_t __cuda_1)
# 42 "v001155.cu"
{__device_stub__Z7decay24cm( __cuda_0,__cuda_1);
# 51 "v001155.cu"
}
# 1 "v001155.cudafe1.stub.c"
static void __device_stub__Z6fuse13IdEvT_PS0_( double __par0,  double *__restrict__ __par1) {  double *__T0;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaLaunch(((char *)((void ( *)(double, double *__restrict__))fuse13<double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fuse13<double>( double &__cuda_0,double *__restrict__ &__cuda_1){__device_stub__Z6fuse13IdEvT_PS0_( (double &)__cuda_0,(double *&)__cuda_1);}
static void __device_stub__Z7relax29IdEvPT_PKS0_iS0_( double *__restrict__ __par0,  const double *__par1,  int __par2,  double __par3) {  double *__T1;
__cudaLaunchPrologue(4); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(double *__restrict__, const double *, int, double))relax29<double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_relax29<double>( double *__restrict__ &__cuda_0,const double *&__cuda_1,int &__cuda_2,double &__cuda_3){__device_stub__Z7relax29IdEvPT_PKS0_iS0_( (double *&)__cuda_0,(const double *&)__cuda_1,(int &)__cuda_2,(double &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(double *__restrict__, const double *, int, double))relax29<double> ), _Z7relax29IdEvPT_PKS0_iS0_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(double, double *__restrict__))fuse13<double> ), _Z6fuse13IdEvT_PS0_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(char, size_t))decay24), _Z7decay24cm, (-1)); __cudaRegisterVariable(__T6, __shadow_var(d_drift12,::d_drift12), 0, 64UL, 0, 0); __cudaRegisterVariable(__T6, __shadow_var(d_pivot36,::d_pivot36), 0, 512UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
