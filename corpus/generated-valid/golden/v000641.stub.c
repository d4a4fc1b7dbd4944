#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000641.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7clamp10PKi(const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15gather15_kernel6Phase2S_(enum Phase2, enum Phase2);
static void __device_stub__ZN6math226pack23IlLi3EEEvPT_PKi(long *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7clamp10PKi(const int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const int *))clamp10)), 0U);}
# 18 "v000641.cu"
void clamp10( const int *__cuda_0)
# 19 "v000641.cu"
{__device_stub__Z7clamp10PKi( __cuda_0);
# 29 "v000641.cu"
}
# 1 "v000641.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15gather15_kernel6Phase2S_( enum Phase2 __par0,  enum Phase2 __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(enum Phase2, enum Phase2))gather15_kernel)), 0U); }
# 31 "v000641.cu"
void gather15_kernel( enum ::Phase2 __cuda_0,enum ::Phase2 __cuda_1)
# 32 "v000641.cu"
{__device_stub__Z15gather15_kernel6Phase2S_( __cuda_0,__cuda_1);
# 39 "v000641.cu"
}
# 1 "v000641.cudafe1.stub.c"
static void __device_stub__ZN6math226pack23IlLi3EEEvPT_PKi( long *__par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(long *, const int *))math22::pack23<long, (int)3> )), 0U); }namespace math22{

template<> __specialization_static void __wrapper__device_stub_pack23<long,3>( long *&__cuda_0,const int *&__cuda_1){__device_stub__ZN6math226pack23IlLi3EEEvPT_PKi( (long *&)__cuda_0,(const int *&)__cuda_1);}}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(long *, const int *))math22::pack23<long, (int)3> ), _ZN6math226pack23IlLi3EEEvPT_PKi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(enum Phase2, enum Phase2))gather15_kernel), _Z15gather15_kernel6Phase2S_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *))clamp10), _Z7clamp10PKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
