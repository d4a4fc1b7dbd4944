#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001558.fatbin.c"
static void __device_stub__Z6trace7PKl(const long *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14probe20_kerneliiiPj(int, int, int, unsigned *);
static void __device_stub__Z6tile34PiPKi(int *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_weigh42Pii(int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6trace7PKl(const long *__restrict__ __par0){ const long *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(const long *__restrict__))trace7)), 0U);}
# 12 "v001558.cu"
static void trace7( const long *__restrict__ __cuda_0)
# 13 "v001558.cu"
{__device_stub__Z6trace7PKl( __cuda_0);


}
# 1 "v001558.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14probe20_kerneliiiPj( int __par0,  int __par1,  int __par2,  unsigned *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int, int, int, unsigned *))probe20_kernel)), 0U); }
# 29 "v001558.cu"
void probe20_kernel( int __cuda_0,int __cuda_1,int __cuda_2,unsigned *__cuda_3)
# 30 "v001558.cu"
{__device_stub__Z14probe20_kerneliiiPj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 39 "v001558.cu"
}
# 1 "v001558.cudafe1.stub.c"
static void __device_stub__Z6tile34PiPKi( int *__par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, const int *))tile34)), 0U); }
# 55 "v001558.cu"
static void tile34( int *__cuda_0,const int *__cuda_1)
# 56 "v001558.cu"
{__device_stub__Z6tile34PiPKi( __cuda_0,__cuda_1);
# 75 "v001558.cu"
}
# 1 "v001558.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_weigh42Pii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))map_weigh42)), 0U); }
# 83 "v001558.cu"
void map_weigh42( int *__cuda_0,int __cuda_1)
# 83 "v001558.cu"
{__device_stub__Z11map_weigh42Pii( __cuda_0,__cuda_1); }
# 1 "v001558.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int *, int))map_weigh42), _Z11map_weigh42Pii, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int *, const int *))tile34), _Z6tile34PiPKi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, int, int, unsigned *))probe20_kernel), _Z14probe20_kerneliiiPj, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const long *__restrict__))trace7), _Z6trace7PKl, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
