#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001695.fatbin.c"
typedef Span7<unsigned int>  _Z5Span7IjE;
extern __attribute__((visibility("hidden"))) void __device_stub__ZN39_GLOBAL__N__b6a44c23_10_v001695_cu_main14decay11_kernelEPKf5Span7IjEPi(const float *__restrict__, const  _Z5Span7IjE&, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN39_GLOBAL__N__b6a44c23_10_v001695_cu_main8update18EPfPKiiPi(float *, const int *, int, int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__ZN39_GLOBAL__N__b6a44c23_10_v001695_cu_main14decay11_kernelEPKf5Span7IjEPi(const float *__restrict__ __par0, const  _Z5Span7IjE&__par1, int *__par2){ const float *__T3;
__cudaLaunchPrologue(3);__T3 = __par0;__cudaSetupArgSimple(__T3, 0UL);__cudaSetupArg(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const float *__restrict__, const  _Z5Span7IjE, int *))_NV_ANON_NAMESPACE::decay11_kernel)), 0U);}
# 29 "v001695.cu"
void _NV_ANON_NAMESPACE::decay11_kernel( const float *__restrict__ __cuda_0,const  _Z5Span7IjE __cuda_1,int *__cuda_2)
# 30 "v001695.cu"
{__device_stub__ZN39_GLOBAL__N__b6a44c23_10_v001695_cu_main14decay11_kernelEPKf5Span7IjEPi( __cuda_0,__cuda_1,__cuda_2);
# 43 "v001695.cu"
}
# 1 "v001695.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN39_GLOBAL__N__b6a44c23_10_v001695_cu_main8update18EPfPKiiPi( float *__par0,  const int *__par1,  int __par2,  int *__restrict__ __par3) {  int *__T4;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T4 = __par3; __cudaSetupArgSimple(__T4, 24UL); __cudaLaunch(((char *)((void ( *)(float *, const int *, int, int *__restrict__))_NV_ANON_NAMESPACE::update18)), 0U); }
# 44 "v001695.cu"
void _NV_ANON_NAMESPACE::update18( float *__cuda_0,const int *__cuda_1,int __cuda_2,int *__restrict__ __cuda_3)
# 45 "v001695.cu"
{__device_stub__ZN39_GLOBAL__N__b6a44c23_10_v001695_cu_main8update18EPfPKiiPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 55 "v001695.cu"
}
# 1 "v001695.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(float *, const int *, int, int *__restrict__))_NV_ANON_NAMESPACE::update18), _ZN39_GLOBAL__N__b6a44c23_10_v001695_cu_main8update18EPfPKiiPi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const float *__restrict__, const  _Z5Span7IjE, int *))_NV_ANON_NAMESPACE::decay11_kernel), _ZN39_GLOBAL__N__b6a44c23_10_v001695_cu_main14decay11_kernelEPKf5Span7IjEPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
