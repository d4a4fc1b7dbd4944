#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "cxx_typedef_using.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7to_grayPK6rgba_tPhx(const rgba_t *, u8 *, index_t);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7to_grayPK6rgba_tPhx(const rgba_t *__par0, u8 *__par1, index_t __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const rgba_t *, u8 *, index_t))to_gray)), 0U);}
# 21 "cxx_typedef_using.cu"
void to_gray( const ::rgba_t *__cuda_0,::u8 *__cuda_1,::index_t __cuda_2)
# 22 "cxx_typedef_using.cu"
{__device_stub__Z7to_grayPK6rgba_tPhx( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "cxx_typedef_using.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(const rgba_t *, u8 *, index_t))to_gray), _Z7to_grayPK6rgba_tPhx, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
