#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000928.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6fold11PiS_PKli(int *, int *, const long *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7pivot18PaPKm(signed char *, const size_t *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7count25Pij(int *__restrict__, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6fold11PiS_PKli(int *__par0, int *__par1, const long *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int *, int *, const long *, int))fold11)), 0U);}
# 18 "v000928.cu"
void fold11( int *__cuda_0,int *__cuda_1,const long *__cuda_2,int __cuda_3)
# 18 "v000928.cu"
{__device_stub__Z6fold11PiS_PKli( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 30 "v000928.cu"
}
# 1 "v000928.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7pivot18PaPKm( signed char *__par0,  const size_t *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(signed char *, const size_t *))pivot18)), 0U); }
# 32 "v000928.cu"
void pivot18( signed char *__cuda_0,const ::size_t *__cuda_1)
# 32 "v000928.cu"
{__device_stub__Z7pivot18PaPKm( __cuda_0,__cuda_1);
# 41 "v000928.cu"
}
# 1 "v000928.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7count25Pij( int *__restrict__ __par0,  unsigned __par1) {  int *__T0;
__cudaLaunchPrologue(2); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, unsigned))count25)), 0U); }
# 44 "v000928.cu"
void count25( int *__restrict__ __cuda_0,unsigned __cuda_1)
# 44 "v000928.cu"
{__device_stub__Z7count25Pij( __cuda_0,__cuda_1);
# 51 "v000928.cu"
}
# 1 "v000928.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T16) {  __nv_dummy_param_ref(__T16); __nv_save_fatbinhandle_for_managed_rt(__T16); __cudaRegisterEntry(__T16, ((void ( *)(int *__restrict__, unsigned))count25), _Z7count25Pij, 64UL); __cudaRegisterEntry(__T16, ((void ( *)(signed char *, const size_t *))pivot18), _Z7pivot18PaPKm, 512); __cudaRegisterEntry(__T16, ((void ( *)(int *, int *, const long *, int))fold11), _Z6fold11PiS_PKli, (-1)); __cudaRegisterVariable(__T16, __shadow_var(d_merge24,::d_merge24), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
