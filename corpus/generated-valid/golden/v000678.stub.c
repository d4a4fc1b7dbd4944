#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000678.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13drift5_kernelPdPKii(double *, const int *, int);
static void __device_stub__Z13lerp12_kernelIiiEvPT_S0_PT0_(int *, int, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13drift5_kernelPdPKii(double *__par0, const int *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(double *, const int *, int))drift5_kernel)), 0U);}
# 18 "v000678.cu"
void drift5_kernel( double *__cuda_0,const int *__cuda_1,int __cuda_2)
# 18 "v000678.cu"
{__device_stub__Z13drift5_kernelPdPKii( __cuda_0,__cuda_1,__cuda_2);
# 27 "v000678.cu"
}
# 1 "v000678.cudafe1.stub.c"
static void __device_stub__Z13lerp12_kernelIiiEvPT_S0_PT0_( int *__par0,  int __par1,  int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, int, int *))lerp12_kernel<int, int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_lerp12_kernel<int,int>( int *&__cuda_0,int &__cuda_1,int *&__cuda_2){__device_stub__Z13lerp12_kernelIiiEvPT_S0_PT0_( (int *&)__cuda_0,(int &)__cuda_1,(int *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int *, int, int *))lerp12_kernel<int, int> ), _Z13lerp12_kernelIiiEvPT_S0_PT0_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(double *, const int *, int))drift5_kernel), _Z13drift5_kernelPdPKii, 1024); __cudaRegisterManagedVariable(__T6, __shadow_var(m_blend4,::m_blend4), 0, 256UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
