#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002082.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13march2_kernelPKx(const long long *);
static void __device_stub__Z5rank7IjlEvPT_(unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13march2_kernelPKx(const long long *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const long long *))march2_kernel)), 0U);}
# 7 "v002082.cu"
void march2_kernel( const long long *__cuda_0)
# 8 "v002082.cu"
{__device_stub__Z13march2_kernelPKx( __cuda_0);



}
# 1 "v002082.cudafe1.stub.c"
static void __device_stub__Z5rank7IjlEvPT_( unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned *))rank7<unsigned int, long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_rank7<unsigned,long>( unsigned *&__cuda_0){__device_stub__Z5rank7IjlEvPT_( (unsigned *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(unsigned *))rank7<unsigned int, long> ), _Z5rank7IjlEvPT_, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const long long *))march2_kernel), _Z13march2_kernelPKx, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
