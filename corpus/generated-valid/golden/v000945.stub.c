#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000945.fatbin.c"
static void __device_stub__Z14scale13_kernelb(bool);
static void __device_stub__Z13blend8_kernelIflEvT0_PKS0_(long, const long *);
static void __device_stub__ZN6kern447trace49IjLi7EEEvT_(unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z14scale13_kernelb(bool __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(bool))scale13_kernel)), 0U);}
# 27 "v000945.cu"
static void scale13_kernel( bool __cuda_0)
# 27 "v000945.cu"
{__device_stub__Z14scale13_kernelb( __cuda_0);
# 34 "v000945.cu"
}
# 1 "v000945.cudafe1.stub.c"
static void __device_stub__Z13blend8_kernelIflEvT0_PKS0_( long __par0,  const long *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(long, const long *))blend8_kernel<float, long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_blend8_kernel<float,long>( long &__cuda_0,const long *&__cuda_1){__device_stub__Z13blend8_kernelIflEvT0_PKS0_( (long &)__cuda_0,(const long *&)__cuda_1);}
static void __device_stub__ZN6kern447trace49IjLi7EEEvT_( unsigned __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned))kern44::trace49<unsigned int, (int)7> )), 0U); }namespace kern44{

template<> __specialization_static void __wrapper__device_stub_trace49<unsigned,7>( unsigned &__cuda_0){__device_stub__ZN6kern447trace49IjLi7EEEvT_( (unsigned &)__cuda_0);}}
static void __nv_cudaEntityRegisterCallback( void **__T18) {  __nv_dummy_param_ref(__T18); __nv_save_fatbinhandle_for_managed_rt(__T18); __cudaRegisterEntry(__T18, ((void ( *)(unsigned))kern44::trace49<unsigned int, (int)7> ), _ZN6kern447trace49IjLi7EEEvT_, (-1)); __cudaRegisterEntry(__T18, ((void ( *)(long, const long *))blend8_kernel<float, long> ), _Z13blend8_kernelIflEvT0_PKS0_, (-1)); __cudaRegisterEntry(__T18, ((void ( *)(bool))scale13_kernel), _Z14scale13_kernelb, (-1)); __cudaRegisterVariable(__T18, __shadow_var(_ZN6kern449c_apply53E,::kern44::c_apply53), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
