#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001007.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6sweep2i(int);
static void __device_stub__Z13march8_kernelIilEvPKT0_PKiS0_(const long *__restrict__, const int *__restrict__, long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6sweep2i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))sweep2)), 0U);}
# 7 "v001007.cu"
void sweep2( int __cuda_0)
# 8 "v001007.cu"
{__device_stub__Z6sweep2i( __cuda_0);




}
# 1 "v001007.cudafe1.stub.c"
static void __device_stub__Z13march8_kernelIilEvPKT0_PKiS0_( const long *__restrict__ __par0,  const int *__restrict__ __par1,  long __par2) {  const long *__T0;
 const int *__T1;
__cudaLaunchPrologue(3); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const long *__restrict__, const int *__restrict__, long))march8_kernel<int, long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_march8_kernel<int,long>( const long *__restrict__ &__cuda_0,const int *__restrict__ &__cuda_1,long &__cuda_2){__device_stub__Z13march8_kernelIilEvPKT0_PKiS0_( (const long *&)__cuda_0,(const int *&)__cuda_1,(long &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(const long *__restrict__, const int *__restrict__, long))march8_kernel<int, long> ), _Z13march8_kernelIilEvPKT0_PKiS0_, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(int))sweep2), _Z6sweep2i, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
