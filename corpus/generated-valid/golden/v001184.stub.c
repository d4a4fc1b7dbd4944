#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001184.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5norm3Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__2e7d324e_10_v001184_cu_5c6df6836rank14EPKffi(const float *, float, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5norm3Pfi(float *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(float *, int))norm3)), 0U);}
# 10 "v001184.cu"
void norm3( float *__cuda_0,int __cuda_1)
# 11 "v001184.cu"
{__device_stub__Z5norm3Pfi( __cuda_0,__cuda_1);
# 17 "v001184.cu"
}
# 1 "v001184.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__2e7d324e_10_v001184_cu_5c6df6836rank14EPKffi( const float *__par0,  float __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(const float *, float, int))_NV_ANON_NAMESPACE::rank14)), 0U); }
# 32 "v001184.cu"
void _NV_ANON_NAMESPACE::rank14( const float *__cuda_0,float __cuda_1,int __cuda_2)
# 33 "v001184.cu"
{__device_stub__ZN43_GLOBAL__N__2e7d324e_10_v001184_cu_5c6df6836rank14EPKffi( __cuda_0,__cuda_1,__cuda_2);
# 41 "v001184.cu"
}
# 1 "v001184.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const float *, float, int))_NV_ANON_NAMESPACE::rank14), _ZN43_GLOBAL__N__2e7d324e_10_v001184_cu_5c6df6836rank14EPKffi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, int))norm3), _Z5norm3Pfi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
