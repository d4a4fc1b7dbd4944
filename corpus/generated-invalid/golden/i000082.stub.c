#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000082.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z9combine11i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14scale16_kernelPi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14split31_kerneliPi(int, int *);
static void __device_stub__Z14sweep25_kernelIiEvPKT_PfS2_S0_(const int *, float *__restrict__, const int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z9combine11i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))combine11)), 0U);}
# 24 "i000082.cu"
void combine11( int __cuda_0)
# 24 "i000082.cu"
{__device_stub__Z9combine11i( __cuda_0);
# 30 "i000082.cu"
}
# 1 "i000082.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14scale16_kernelPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))scale16_kernel)), 0U); }
# 32 "i000082.cu"
void scale16_kernel( int *__cuda_0)
# 32 "i000082.cu"
{__device_stub__Z14scale16_kernelPi( __cuda_0);
# 43 "i000082.cu"
}
# 1 "i000082.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14split31_kerneliPi( int __par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, int *))split31_kernel)), 0U); }
# 61 "i000082.cu"
void split31_kernel( int __cuda_0,int *__cuda_1)
# 61 "i000082.cu"
{__device_stub__Z14split31_kerneliPi( __cuda_0,__cuda_1);


}
# 1 "i000082.cudafe1.stub.c"
static void __device_stub__Z14sweep25_kernelIiEvPKT_PfS2_S0_( const int *__par0,  float *__restrict__ __par1,  const int *__par2,  int __par3) {  float *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const int *, float *__restrict__, const int *, int))sweep25_kernel<int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_sweep25_kernel<int>( const int *&__cuda_0,float *__restrict__ &__cuda_1,const int *&__cuda_2,int &__cuda_3){__device_stub__Z14sweep25_kernelIiEvPKT_PfS2_S0_( (const int *&)__cuda_0,(float *&)__cuda_1,(const int *&)__cuda_2,(int &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const int *, float *__restrict__, const int *, int))sweep25_kernel<int> ), _Z14sweep25_kernelIiEvPKT_PfS2_S0_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, int *))split31_kernel), _Z14split31_kerneliPi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *))scale16_kernel), _Z14scale16_kernelPi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int))combine11), _Z9combine11i, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
