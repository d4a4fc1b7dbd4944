#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000442.fatbin.c"
static void __device_stub__Z6accum7PKi(const int *);
static void __device_stub__Z6pack23IiEvT_i(int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6accum7PKi(const int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const int *))accum7)), 0U);}
# 19 "v000442.cu"
static void accum7( const int *__cuda_0)
# 20 "v000442.cu"
{__device_stub__Z6accum7PKi( __cuda_0);
# 27 "v000442.cu"
}
# 1 "v000442.cudafe1.stub.c"
static void __device_stub__Z6pack23IiEvT_i( int __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, int))pack23<int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_pack23<int>( int &__cuda_0,int &__cuda_1){__device_stub__Z6pack23IiEvT_i( (int &)__cuda_0,(int &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, int))pack23<int> ), _Z6pack23IiEvT_i, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *))accum7), _Z6accum7PKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
