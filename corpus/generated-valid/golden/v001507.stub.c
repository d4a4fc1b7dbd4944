#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001507.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12map_smooth21Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_fold22Pji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN4gpu96bias10EPc(char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12map_smooth21Pfi(float *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(float *, int))map_smooth21)), 0U);}
# 40 "v001507.cu"
void map_smooth21( float *__cuda_0,int __cuda_1)
# 40 "v001507.cu"
{__device_stub__Z12map_smooth21Pfi( __cuda_0,__cuda_1); }
# 1 "v001507.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_fold22Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_fold22)), 0U); }
# 41 "v001507.cu"
void map_fold22( unsigned *__cuda_0,int __cuda_1)
# 41 "v001507.cu"
{__device_stub__Z10map_fold22Pji( __cuda_0,__cuda_1); }
# 1 "v001507.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN4gpu96bias10EPc( char *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(char *))gpu9::bias10)), 0U); }
# 17 "v001507.cu"
void gpu9::bias10( char *__cuda_0)
# 17 "v001507.cu"
{__device_stub__ZN4gpu96bias10EPc( __cuda_0);
# 25 "v001507.cu"
}
# 1 "v001507.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(char *))gpu9::bias10), _ZN4gpu96bias10EPc, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned *, int))map_fold22), _Z10map_fold22Pji, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float *, int))map_smooth21), _Z12map_smooth21Pfi, (-1)); __cudaRegisterManagedVariable(__T5, __shadow_var(_ZN4gpu99m_blend16E,::gpu9::m_blend16), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
