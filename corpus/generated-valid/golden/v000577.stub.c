#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000577.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14shade10_kernelPKfiPji(const float *__restrict__, int, unsigned *, int);
static void __device_stub__Z7merge33IidEvPT0_i(double *__restrict__, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14shade10_kernelPKfiPji(const float *__restrict__ __par0, int __par1, unsigned *__par2, int __par3){ const float *__T0;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const float *__restrict__, int, unsigned *, int))shade10_kernel)), 0U);}
# 25 "v000577.cu"
void shade10_kernel( const float *__restrict__ __cuda_0,int __cuda_1,unsigned *__cuda_2,int __cuda_3)
# 25 "v000577.cu"
{__device_stub__Z14shade10_kernelPKfiPji( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 36 "v000577.cu"
}
# 1 "v000577.cudafe1.stub.c"
static void __device_stub__Z7merge33IidEvPT0_i( double *__restrict__ __par0,  int __par1) {  double *__T1;
__cudaLaunchPrologue(2); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *__restrict__, int))merge33<int, double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_merge33<int,double>( double *__restrict__ &__cuda_0,int &__cuda_1){__device_stub__Z7merge33IidEvPT0_i( (double *&)__cuda_0,(int &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(double *__restrict__, int))merge33<int, double> ), _Z7merge33IidEvPT0_i, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const float *__restrict__, int, unsigned *, int))shade10_kernel), _Z14shade10_kernelPKfiPji, (-1)); __cudaRegisterVariable(__T7, __shadow_var(c_spread21,::c_spread21), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
