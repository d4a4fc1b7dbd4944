#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000596.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_score11Pii(int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_pivot12Pji(unsigned *, int);
extern __inline__ __attribute__((visibility("hidden"))) void __device_stub__Z18constexpr_kernel26Pi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z11map_score11Pii(int *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, int))map_score11)), 0U);}
# 31 "i000596.cu"
void map_score11( int *__cuda_0,int __cuda_1)
# 31 "i000596.cu"
{__device_stub__Z11map_score11Pii( __cuda_0,__cuda_1); }
# 1 "i000596.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_pivot12Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_pivot12)), 0U); }
# 32 "i000596.cu"
void map_pivot12( unsigned *__cuda_0,int __cuda_1)
# 32 "i000596.cu"
{__device_stub__Z11map_pivot12Pji( __cuda_0,__cuda_1); }
# 1 "i000596.cudafe1.stub.c"
__inline__ __attribute__((visibility("hidden"))) void __device_stub__Z18constexpr_kernel26Pi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))constexpr_kernel26)), 0U); }
# 40 "i000596.cu"
void constexpr_kernel26( int *__cuda_0)
# 41 "i000596.cu"
{__device_stub__Z18constexpr_kernel26Pi( __cuda_0);

}
# 1 "i000596.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *))constexpr_kernel26), _Z18constexpr_kernel26Pi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, int))map_pivot12), _Z11map_pivot12Pji, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, int))map_score11), _Z11map_score11Pii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
