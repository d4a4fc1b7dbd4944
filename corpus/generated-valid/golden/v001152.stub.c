#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001152.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bias14_kernelPKc(const char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6kick20PKsPi(const short *, int *);
static void __device_stub__Z12warp8_kernelIjLi7EEvT_PKl(unsigned, const long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13bias14_kernelPKc(const char *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const char *))bias14_kernel)), 0U);}
# 38 "v001152.cu"
void bias14_kernel( const char *__cuda_0)
# 39 "v001152.cu"
{__device_stub__Z13bias14_kernelPKc( __cuda_0);
# 45 "v001152.cu"
}
# 1 "v001152.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6kick20PKsPi( const short *__par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const short *, int *))kick20)), 0U); }
# 47 "v001152.cu"
void kick20( const short *__cuda_0,int *__cuda_1)
# 48 "v001152.cu"
{__device_stub__Z6kick20PKsPi( __cuda_0,__cuda_1);
# 56 "v001152.cu"
}
# 1 "v001152.cudafe1.stub.c"
static void __device_stub__Z12warp8_kernelIjLi7EEvT_PKl( unsigned __par0,  const long *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned, const long *))warp8_kernel<unsigned int, (int)7> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_warp8_kernel<unsigned,7>( unsigned &__cuda_0,const long *&__cuda_1){__device_stub__Z12warp8_kernelIjLi7EEvT_PKl( (unsigned &)__cuda_0,(const long *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(unsigned, const long *))warp8_kernel<unsigned int, (int)7> ), _Z12warp8_kernelIjLi7EEvT_PKl, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(const short *, int *))kick20), _Z6kick20PKsPi, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(const char *))bias14_kernel), _Z13bias14_kernelPKc, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
