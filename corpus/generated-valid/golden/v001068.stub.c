#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001068.fatbin.c"
static void __device_stub__Z13tile14_kerneliyPli(int, unsigned long long, long *, int);
static void __device_stub__Z11mix5_kernelIdLi7EEvT_(double);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13tile14_kerneliyPli(int __par0, unsigned long long __par1, long *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, unsigned long long, long *, int))tile14_kernel)), 0U);}
# 20 "v001068.cu"
static void tile14_kernel( int __cuda_0,unsigned long long __cuda_1,long *__cuda_2,int __cuda_3)
# 20 "v001068.cu"
{__device_stub__Z13tile14_kerneliyPli( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 27 "v001068.cu"
}
# 1 "v001068.cudafe1.stub.c"
static void __device_stub__Z11mix5_kernelIdLi7EEvT_( double __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(double))mix5_kernel<double, (int)7> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_mix5_kernel<double,7>( double &__cuda_0){__device_stub__Z11mix5_kernelIdLi7EEvT_( (double &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(double))mix5_kernel<double, (int)7> ), _Z11mix5_kernelIdLi7EEvT_, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int, unsigned long long, long *, int))tile14_kernel), _Z13tile14_kerneliyPli, (-1)); __cudaRegisterVariable(__T0, __shadow_var(d_weigh9,::d_weigh9), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
