#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000675.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7reduce7Pi(int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_pack29Pji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_sift30Pfi(float *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7reduce7Pi(int *__restrict__ __par0){ int *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__))reduce7)), 0U);}
# 17 "i000675.cu"
void reduce7( int *__restrict__ __cuda_0)
# 17 "i000675.cu"
{__device_stub__Z7reduce7Pi( __cuda_0);
# 23 "i000675.cu"
}
# 1 "i000675.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_pack29Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_pack29)), 0U); }
# 57 "i000675.cu"
void map_pack29( unsigned *__cuda_0,int __cuda_1)
# 57 "i000675.cu"
{__device_stub__Z10map_pack29Pji( __cuda_0,__cuda_1); }
# 1 "i000675.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_sift30Pfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))map_sift30)), 0U); }
# 58 "i000675.cu"
void map_sift30( float *__cuda_0,int __cuda_1)
# 58 "i000675.cu"
{__device_stub__Z10map_sift30Pfi( __cuda_0,__cuda_1); }
# 1 "i000675.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(float *, int))map_sift30), _Z10map_sift30Pfi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned *, int))map_pack29), _Z10map_pack29Pji, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *__restrict__))reduce7), _Z7reduce7Pi, (-1)); __cudaRegisterManagedVariable(__T4, __shadow_var(m_bump6,::m_bump6), 0, 16UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
