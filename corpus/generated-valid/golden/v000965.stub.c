#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000965.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15stencil3_kernelmPit(unsigned long, int *__restrict__, unsigned short);
static void __device_stub__Z13tile12_kernelIffEvPT0_iiS1_(float *__restrict__, int, int, float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15stencil3_kernelmPit(unsigned long __par0, int *__restrict__ __par1, unsigned short __par2){ int *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned long, int *__restrict__, unsigned short))stencil3_kernel)), 0U);}
# 12 "v000965.cu"
void stencil3_kernel( unsigned long __cuda_0,int *__restrict__ __cuda_1,unsigned short __cuda_2)
# 12 "v000965.cu"
{__device_stub__Z15stencil3_kernelmPit( __cuda_0,__cuda_1,__cuda_2);
# 18 "v000965.cu"
}
# 1 "v000965.cudafe1.stub.c"
static void __device_stub__Z13tile12_kernelIffEvPT0_iiS1_( float *__restrict__ __par0,  int __par1,  int __par2,  float *__restrict__ __par3) {  float *__T1;
 float *__T2;
__cudaLaunchPrologue(4); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __T2 = __par3; __cudaSetupArgSimple(__T2, 16UL); __cudaLaunch(((char *)((void ( *)(float *__restrict__, int, int, float *__restrict__))tile12_kernel<float, float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_tile12_kernel<float,float>( float *__restrict__ &__cuda_0,int &__cuda_1,int &__cuda_2,float *__restrict__ &__cuda_3){__device_stub__Z13tile12_kernelIffEvPT0_iiS1_( (float *&)__cuda_0,(int &)__cuda_1,(int &)__cuda_2,(float *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(float *__restrict__, int, int, float *__restrict__))tile12_kernel<float, float> ), _Z13tile12_kernelIffEvPT0_iiS1_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(unsigned long, int *__restrict__, unsigned short))stencil3_kernel), stencil3_kernel, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
