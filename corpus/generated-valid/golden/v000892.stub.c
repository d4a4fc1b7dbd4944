#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000892.fatbin.c"
static void __device_stub__Z7sweep14Pm(size_t *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7blend26fPfii(float, float *, int, int);
static void __device_stub__Z15filter22_kernelIjjEvT0_(unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z7sweep14Pm(size_t *__restrict__ __par0){ size_t *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(size_t *__restrict__))sweep14)), 0U);}
# 28 "v000892.cu"
static void sweep14( ::size_t *__restrict__ __cuda_0)
# 28 "v000892.cu"
{__device_stub__Z7sweep14Pm( __cuda_0);




}
# 1 "v000892.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7blend26fPfii( float __par0,  float *__par1,  int __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(float, float *, int, int))blend26)), 0U); }
# 49 "v000892.cu"
void blend26( float __cuda_0,float *__cuda_1,int __cuda_2,int __cuda_3)
# 49 "v000892.cu"
{__device_stub__Z7blend26fPfii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 61 "v000892.cu"
}
# 1 "v000892.cudafe1.stub.c"
static void __device_stub__Z15filter22_kernelIjjEvT0_( unsigned __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned))filter22_kernel<unsigned int, unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_filter22_kernel<unsigned,unsigned>( unsigned &__cuda_0){__device_stub__Z15filter22_kernelIjjEvT0_( (unsigned &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(unsigned))filter22_kernel<unsigned int, unsigned int> ), _Z15filter22_kernelIjjEvT0_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float, float *, int, int))blend26), _Z7blend26fPfii, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(size_t *__restrict__))sweep14), _Z7sweep14Pm, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
