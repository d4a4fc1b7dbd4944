#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000575.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7split28ifPi(int, float, int *);
static void __device_stub__ZN8detail1114tally12_kernelIiLi3EEEvPKT_(const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7split28ifPi(int __par0, float __par1, int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(int, float, int *))split28)), 0U);}
# 65 "v000575.cu"
void split28( int __cuda_0,float __cuda_1,int *__cuda_2)
# 65 "v000575.cu"
{__device_stub__Z7split28ifPi( __cuda_0,__cuda_1,__cuda_2);
# 73 "v000575.cu"
}
# 1 "v000575.cudafe1.stub.c"
static void __device_stub__ZN8detail1114tally12_kernelIiLi3EEEvPKT_( const int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *))detail11::tally12_kernel<int, (int)3> )), 0U); }namespace detail11{

template<> __specialization_static void __wrapper__device_stub_tally12_kernel<int,3>( const int *&__cuda_0){__device_stub__ZN8detail1114tally12_kernelIiLi3EEEvPKT_( (const int *&)__cuda_0);}}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const int *))detail11::tally12_kernel<int, (int)3> ), _ZN8detail1114tally12_kernelIiLi3EEEvPKT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, float, int *))split28), _Z7split28ifPi, (-1)); __cudaRegisterManagedVariable(__T3, __shadow_var(m_count10,::m_count10), 0, 32UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
