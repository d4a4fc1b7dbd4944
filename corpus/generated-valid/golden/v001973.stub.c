#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001973.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6bump10PKlPKm(const long *, const size_t *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7drift225Span5PKc(struct Span5&, const char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6bump10PKlPKm(const long *__par0, const size_t *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const long *, const size_t *))bump10)), 0U);}
# 27 "v001973.cu"
void bump10( const long *__cuda_0,const ::size_t *__cuda_1)
# 27 "v001973.cu"
{__device_stub__Z6bump10PKlPKm( __cuda_0,__cuda_1);
# 35 "v001973.cu"
}
# 1 "v001973.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7drift225Span5PKc( struct Span5&__par0,  const char *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArg(__par0, 0UL); __cudaSetupArgSimple(__par1, 16UL); __cudaLaunch(((char *)((void ( *)(struct Span5, const char *))drift22)), 0U); }
# 47 "v001973.cu"
void drift22( struct ::Span5 __cuda_0,const char *__cuda_1)
# 47 "v001973.cu"
{__device_stub__Z7drift225Span5PKc( __cuda_0,__cuda_1);


}
# 1 "v001973.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(struct Span5, const char *))drift22), _Z7drift225Span5PKc, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const long *, const size_t *))bump10), _Z6bump10PKlPKm, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
