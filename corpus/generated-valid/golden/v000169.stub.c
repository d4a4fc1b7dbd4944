#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000169.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z16scatter27_kernelPi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__c5505f46_10_v000169_cu_ce4d53fb13kick10_kernelEPKjfi(const unsigned *, float, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z16scatter27_kernelPi(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))scatter27_kernel)), 0U);}
# 34 "v000169.cu"
void scatter27_kernel( int *__cuda_0)
# 34 "v000169.cu"
{__device_stub__Z16scatter27_kernelPi( __cuda_0);
# 42 "v000169.cu"
}
# 1 "v000169.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__c5505f46_10_v000169_cu_ce4d53fb13kick10_kernelEPKjfi( const unsigned *__par0,  float __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, float, int))_NV_ANON_NAMESPACE::kick10_kernel)), 0U); }
# 20 "v000169.cu"
void _NV_ANON_NAMESPACE::kick10_kernel( const unsigned *__cuda_0,float __cuda_1,int __cuda_2)
# 20 "v000169.cu"
{__device_stub__ZN43_GLOBAL__N__c5505f46_10_v000169_cu_ce4d53fb13kick10_kernelEPKjfi( __cuda_0,__cuda_1,__cuda_2);
# 29 "v000169.cu"
}
# 1 "v000169.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const unsigned *, float, int))_NV_ANON_NAMESPACE::kick10_kernel), _ZN43_GLOBAL__N__c5505f46_10_v000169_cu_ce4d53fb13kick10_kernelEPKjfi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int *))scatter27_kernel), _Z16scatter27_kernelPi, 32); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
