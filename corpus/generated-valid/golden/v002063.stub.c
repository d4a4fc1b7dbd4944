#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002063.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8scatter3Pi(int *__restrict__);
static void __device_stub__Z13sift14_kernelIiEvPT_PKsPf(int *, const short *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8scatter3Pi(int *__restrict__ __par0){ int *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__))scatter3)), 0U);}
# 10 "v002063.cu"
void scatter3( int *__restrict__ __cuda_0)
# 11 "v002063.cu"
{__device_stub__Z8scatter3Pi( __cuda_0);
# 18 "v002063.cu"
}
# 1 "v002063.cudafe1.stub.c"
static void __device_stub__Z13sift14_kernelIiEvPT_PKsPf( int *__par0,  const short *__par1,  float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, const short *, float *))sift14_kernel<int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_sift14_kernel<int>( int *&__cuda_0,const short *&__cuda_1,float *&__cuda_2){__device_stub__Z13sift14_kernelIiEvPT_PKsPf( (int *&)__cuda_0,(const short *&)__cuda_1,(float *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(int *, const short *, float *))sift14_kernel<int> ), _Z13sift14_kernelIiEvPT_PKsPf, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(int *__restrict__))scatter3), _Z8scatter3Pi, (-1)); __cudaRegisterVariable(__T1, __shadow_var(d_tally13,::d_tally13), 0, 4UL, 0, 0); __cudaRegisterVariable(__T1, __shadow_var(_ZN6kern108d_bias12E,::kern10::d_bias12), 0, 2UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
