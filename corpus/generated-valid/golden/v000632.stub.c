#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000632.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13rank15_kernelPjPi(unsigned *, int *);
static void __device_stub__Z6fold27IfEvT_(float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13rank15_kernelPjPi(unsigned *__par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned *, int *))rank15_kernel)), 0U);}
# 24 "v000632.cu"
void rank15_kernel( unsigned *__cuda_0,int *__cuda_1)
# 25 "v000632.cu"
{__device_stub__Z13rank15_kernelPjPi( __cuda_0,__cuda_1);
# 33 "v000632.cu"
}
# 1 "v000632.cudafe1.stub.c"
static void __device_stub__Z6fold27IfEvT_( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))fold27<float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fold27<float>( float &__cuda_0){__device_stub__Z6fold27IfEvT_( (float &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float))fold27<float> ), _Z6fold27IfEvT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, int *))rank15_kernel), _Z13rank15_kernelPjPi, (-1)); __cudaRegisterManagedVariable(__T3, __shadow_var(m_tally4,::m_tally4), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
