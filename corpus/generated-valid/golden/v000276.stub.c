#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000276.fatbin.c"
static void __device_stub__Z15update16_kernelPKjPKhiPj(const unsigned *, const unsigned char *, int, unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8reduce22j(unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6math4014count41_kernelE6Tile11(const struct Tile11&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z15update16_kernelPKjPKhiPj(const unsigned *__par0, const unsigned char *__par1, int __par2, unsigned *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const unsigned *, const unsigned char *, int, unsigned *))update16_kernel)), 0U);}
# 31 "v000276.cu"
static void update16_kernel( const unsigned *__cuda_0,const unsigned char *__cuda_1,int __cuda_2,unsigned *__cuda_3)
# 31 "v000276.cu"
{__device_stub__Z15update16_kernelPKjPKhiPj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v000276.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8reduce22j( unsigned __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned))reduce22)), 0U); }
# 36 "v000276.cu"
void reduce22( unsigned __cuda_0)
# 36 "v000276.cu"
{__device_stub__Z8reduce22j( __cuda_0);
# 42 "v000276.cu"
}
# 1 "v000276.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6math4014count41_kernelE6Tile11( const struct Tile11&__par0) {  __cudaLaunchPrologue(1); __cudaSetupArg(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const struct Tile11))math40::count41_kernel)), 0U); }
# 65 "v000276.cu"
void math40::count41_kernel( const struct ::Tile11 __cuda_0)
# 65 "v000276.cu"
{__device_stub__ZN6math4014count41_kernelE6Tile11( __cuda_0);

}
# 1 "v000276.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const struct Tile11))math40::count41_kernel), _ZN6math4014count41_kernelE6Tile11, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned))reduce22), _Z8reduce22j, 128); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *, const unsigned char *, int, unsigned *))update16_kernel), _Z15update16_kernelPKjPKhiPj, 256); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
