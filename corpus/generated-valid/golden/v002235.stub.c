#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002235.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14reduce6_kernell(long);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_pivot10Pii(int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_tally11Pji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8update12PiPcS_(int *__restrict__, char *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14reduce6_kernell(long __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(long))reduce6_kernel)), 0U);}
# 18 "v002235.cu"
void reduce6_kernel( long __cuda_0)
# 18 "v002235.cu"
{__device_stub__Z14reduce6_kernell( __cuda_0);
# 29 "v002235.cu"
}
# 1 "v002235.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_pivot10Pii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))map_pivot10)), 0U); }
# 36 "v002235.cu"
void map_pivot10( int *__cuda_0,int __cuda_1)
# 36 "v002235.cu"
{__device_stub__Z11map_pivot10Pii( __cuda_0,__cuda_1); }
# 1 "v002235.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_tally11Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_tally11)), 0U); }
# 37 "v002235.cu"
void map_tally11( unsigned *__cuda_0,int __cuda_1)
# 37 "v002235.cu"
{__device_stub__Z11map_tally11Pji( __cuda_0,__cuda_1); }
# 1 "v002235.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8update12PiPcS_( int *__restrict__ __par0,  char *__par1,  int *__par2) {  int *__T0;
__cudaLaunchPrologue(3); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, char *, int *))update12)), 0U); }
# 39 "v002235.cu"
void update12( int *__restrict__ __cuda_0,char *__cuda_1,int *__cuda_2)
# 39 "v002235.cu"
{__device_stub__Z8update12PiPcS_( __cuda_0,__cuda_1,__cuda_2);
# 51 "v002235.cu"
}
# 1 "v002235.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int *__restrict__, char *, int *))update12), _Z8update12PiPcS_, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned *, int))map_tally11), _Z11map_tally11Pji, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int *, int))map_pivot10), _Z11map_pivot10Pii, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(long))reduce6_kernel), _Z14reduce6_kernell, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
