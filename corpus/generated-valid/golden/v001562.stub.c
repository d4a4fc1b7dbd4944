#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001562.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sift14_kerneliiPKi(int, int, const int *__restrict__);
static void __device_stub__Z13lerp27_kernelIlEvT_(long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13sift14_kerneliiPKi(int __par0, int __par1, const int *__restrict__ __par2){ const int *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 8UL);__cudaLaunch(((char *)((void ( *)(int, int, const int *__restrict__))sift14_kernel)), 0U);}
# 36 "v001562.cu"
void sift14_kernel( int __cuda_0,int __cuda_1,const int *__restrict__ __cuda_2)
# 36 "v001562.cu"
{__device_stub__Z13sift14_kerneliiPKi( __cuda_0,__cuda_1,__cuda_2);
# 46 "v001562.cu"
}
# 1 "v001562.cudafe1.stub.c"
static void __device_stub__Z13lerp27_kernelIlEvT_( long __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long))lerp27_kernel<long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_lerp27_kernel<long>( long &__cuda_0){__device_stub__Z13lerp27_kernelIlEvT_( (long &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(long))lerp27_kernel<long> ), _Z13lerp27_kernelIlEvT_, 1024); __cudaRegisterEntry(__T4, ((void ( *)(int, int, const int *__restrict__))sift14_kernel), _Z13sift14_kerneliiPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
