#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000087.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13probe1_kerneldj(double, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_scale14Pji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13grow15_kerneljPKiPKmPj(unsigned, const int *, const size_t *, unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13probe1_kerneldj(double __par0, unsigned __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(double, unsigned))probe1_kernel)), 0U);}
# 5 "v000087.cu"
void probe1_kernel( double __cuda_0,unsigned __cuda_1)
# 6 "v000087.cu"
{__device_stub__Z13probe1_kerneldj( __cuda_0,__cuda_1);
# 15 "v000087.cu"
}
# 1 "v000087.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_scale14Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_scale14)), 0U); }
# 30 "v000087.cu"
void map_scale14( unsigned *__cuda_0,int __cuda_1)
# 30 "v000087.cu"
{__device_stub__Z11map_scale14Pji( __cuda_0,__cuda_1); }
# 1 "v000087.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13grow15_kerneljPKiPKmPj( unsigned __par0,  const int *__par1,  const size_t *__par2,  unsigned *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned, const int *, const size_t *, unsigned *))grow15_kernel)), 0U); }
# 32 "v000087.cu"
void grow15_kernel( unsigned __cuda_0,const int *__cuda_1,const ::size_t *__cuda_2,unsigned *__cuda_3)
# 33 "v000087.cu"
{__device_stub__Z13grow15_kerneljPKiPKmPj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 41 "v000087.cu"
}
# 1 "v000087.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned, const int *, const size_t *, unsigned *))grow15_kernel), _Z13grow15_kerneljPKiPKmPj, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, int))map_scale14), _Z11map_scale14Pji, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double, unsigned))probe1_kernel), _Z13probe1_kerneldj, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_sift7,::d_sift7), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
