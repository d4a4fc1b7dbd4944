#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000885.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7spread9PKiPKfPKj(const int *, const float *, const unsigned *);
static void __device_stub__Z12mix14_kernelIlEvT_(long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7spread9PKiPKfPKj(const int *__par0, const float *__par1, const unsigned *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const int *, const float *, const unsigned *))spread9)), 0U);}
# 34 "v000885.cu"
void spread9( const int *__cuda_0,const float *__cuda_1,const unsigned *__cuda_2)
# 35 "v000885.cu"
{__device_stub__Z7spread9PKiPKfPKj( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v000885.cudafe1.stub.c"
static void __device_stub__Z12mix14_kernelIlEvT_( long __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long))mix14_kernel<long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_mix14_kernel<long>( long &__cuda_0){__device_stub__Z12mix14_kernelIlEvT_( (long &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(long))mix14_kernel<long> ), _Z12mix14_kernelIlEvT_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const int *, const float *, const unsigned *))spread9), _Z7spread9PKiPKfPKj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
