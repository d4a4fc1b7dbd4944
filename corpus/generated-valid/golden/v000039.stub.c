#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000039.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12fold6_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__c6ec0393_10_v000039_cu_db12f94114update9_kernelEi(int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern179stencil28EPj(unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12fold6_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))fold6_kernel)), 0U);}
# 14 "v000039.cu"
void fold6_kernel( int __cuda_0)
# 15 "v000039.cu"
{__device_stub__Z12fold6_kerneli( __cuda_0);




}
# 1 "v000039.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__c6ec0393_10_v000039_cu_db12f94114update9_kernelEi( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))_NV_ANON_NAMESPACE::update9_kernel)), 0U); }
# 22 "v000039.cu"
void _NV_ANON_NAMESPACE::update9_kernel( int __cuda_0)
# 23 "v000039.cu"
{__device_stub__ZN43_GLOBAL__N__c6ec0393_10_v000039_cu_db12f94114update9_kernelEi( __cuda_0);


}
# 1 "v000039.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern179stencil28EPj( unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned *))kern17::stencil28)), 0U); }
# 51 "v000039.cu"
void kern17::stencil28( unsigned *__cuda_0)
# 52 "v000039.cu"
{__device_stub__ZN6kern179stencil28EPj( __cuda_0);




}
# 1 "v000039.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *))kern17::stencil28), _ZN6kern179stencil28EPj, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))_NV_ANON_NAMESPACE::update9_kernel), _ZN43_GLOBAL__N__c6ec0393_10_v000039_cu_db12f94114update9_kernelEi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))fold6_kernel), _Z12fold6_kerneli, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_lerp5,::d_lerp5), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
