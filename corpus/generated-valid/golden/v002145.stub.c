#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002145.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_blend18Pfi(float *, int);
static void __device_stub__Z14reduce4_kernelIlEvPT_(long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z11map_blend18Pfi(float *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(float *, int))map_blend18)), 0U);}
# 40 "v002145.cu"
void map_blend18( float *__cuda_0,int __cuda_1)
# 40 "v002145.cu"
{__device_stub__Z11map_blend18Pfi( __cuda_0,__cuda_1); }
# 1 "v002145.cudafe1.stub.c"
static void __device_stub__Z14reduce4_kernelIlEvPT_( long *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long *))reduce4_kernel<long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_reduce4_kernel<long>( long *&__cuda_0){__device_stub__Z14reduce4_kernelIlEvPT_( (long *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(long *))reduce4_kernel<long> ), _Z14reduce4_kernelIlEvPT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, int))map_blend18), _Z11map_blend18Pfi, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_gather13,::c_gather13), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
