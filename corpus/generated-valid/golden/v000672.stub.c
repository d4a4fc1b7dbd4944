#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000672.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6clamp5PKfPt(const float *, unsigned short *);
static void __device_stub__Z7shade14IiLi7EEvPT_(idx4_t *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__3234c14f_10_v000672_cu_07aef9746kick18Eij(int, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6clamp5PKfPt(const float *__par0, unsigned short *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const float *, unsigned short *))clamp5)), 0U);}
# 10 "v000672.cu"
void clamp5( const float *__cuda_0,unsigned short *__cuda_1)
# 10 "v000672.cu"
{__device_stub__Z6clamp5PKfPt( __cuda_0,__cuda_1);
# 18 "v000672.cu"
}
# 1 "v000672.cudafe1.stub.c"
static void __device_stub__Z7shade14IiLi7EEvPT_( idx4_t *__restrict__ __par0) {  idx4_t *__T0;
__cudaLaunchPrologue(1); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaLaunch(((char *)((void ( *)(idx4_t *__restrict__))shade14<int, (int)7> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_shade14<int,7>( ::idx4_t *__restrict__ &__cuda_0){__device_stub__Z7shade14IiLi7EEvPT_( (::idx4_t *&)__cuda_0);}
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__3234c14f_10_v000672_cu_07aef9746kick18Eij( int __par0,  unsigned __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, unsigned))_NV_ANON_NAMESPACE::kick18)), 0U); }
# 42 "v000672.cu"
void _NV_ANON_NAMESPACE::kick18( int __cuda_0,unsigned __cuda_1)
# 42 "v000672.cu"
{__device_stub__ZN43_GLOBAL__N__3234c14f_10_v000672_cu_07aef9746kick18Eij( __cuda_0,__cuda_1);
# 53 "v000672.cu"
}
# 1 "v000672.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int, unsigned))_NV_ANON_NAMESPACE::kick18), _ZN43_GLOBAL__N__3234c14f_10_v000672_cu_07aef9746kick18Eij, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(idx4_t *__restrict__))shade14<int, (int)7> ), _Z7shade14IiLi7EEvPT_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const float *, unsigned short *))clamp5), _Z6clamp5PKfPt, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
